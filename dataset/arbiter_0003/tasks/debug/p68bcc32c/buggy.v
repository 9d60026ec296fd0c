module arbiter_0003_ternary_next (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] station_req,
    output wire [3:0] token,
    output wire [3:0] grant,
    output wire [1:0] token_pos
);
    reg [3:0] token_r;
    wire [3:0] token_d = !rst_n ? 4'b0001 :
                         ((station_req) == 4'b0000) ? {token_r[2:0], token_r[3]} :
                         token_r;

    always @(posedge clk) begin
        token_r <= token_d;
    end

    assign token = token_r;
    assign grant = token_r & station_req;
    assign token_pos = token_r[3] ? 2'd3 : token_r[2] ? 2'd2 : token_r[1] ? 2'd1 : 2'd0;
endmodule
