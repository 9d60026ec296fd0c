module arbiter_0003_canonical_next (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] station_req,
    output reg  [3:0] token,
    output wire [3:0] grant,
    output wire [1:0] token_pos
);
    reg [3:0] token_next;

    always @* begin
        if (station_req == 4'b0000)
            token_next = 4'b0001;
        else if ((token & station_req) == 4'b0000)
            token_next = {token[2:0], token[3]};
        else
            token_next = token;
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            token <= 4'b0001;
        end else begin
            token <= token_next;
        end
    end

    assign grant = token & station_req;
    assign token_pos = token[3] ? 2'd3 : token[2] ? 2'd2 : token[1] ? 2'd1 : 2'd0;
endmodule
