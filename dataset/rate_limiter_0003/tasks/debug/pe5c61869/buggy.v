module rate_limiter_0003_ternary_next (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       cmd_req,
    input  wire [2:0] min_gap,
    input  wire       flush,
    output wire [2:0] holdoff,
    output wire       cmd_issue,
    output wire       pace_ready
);
    reg [2:0] holdoff_r;
    wire [2:0] holdoff_d = !rst_n ? 3'd0 :
                           flush ? 3'd0 :
                           (cmd_req && holdoff_r == 3'd0) ? min_gap :
                           (holdoff_r != 3'd0) ? holdoff_r - 3'd1 :
                           holdoff_r;

    always @(posedge clk) begin
        holdoff_r <= holdoff_d;
    end

    assign holdoff = holdoff_r;
    assign cmd_issue = cmd_req && holdoff_r == 3'd0;
    assign pace_ready = holdoff_r[2:1] == 3'd0;
endmodule
