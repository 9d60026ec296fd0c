module rate_limiter_0003_canonical_next (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       cmd_req,
    input  wire [2:0] min_gap,
    input  wire       flush,
    output reg  [2:0] holdoff,
    output wire       cmd_issue,
    output wire       pace_ready
);
    reg [2:0] holdoff_next;

    always @* begin
        if (flush)
            holdoff_next = 3'd0;
        else if (cmd_req && holdoff == 3'd0)
            holdoff_next = min_gap;
        else if (holdoff != 3'd0)
            holdoff_next = holdoff - 3'd1;
        else
            holdoff_next = holdoff;
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            holdoff <= 3'd0;
        end else begin
            holdoff <= holdoff_next;
        end
    end

    assign cmd_issue = cmd_req && holdoff == 3'd0;
    assign pace_ready = holdoff == 3'd0;
endmodule
