module arbiter_0002_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire [2:0] req,
    output wire [2:0] grant,
    output wire       busy
);
    reg [2:0] grant_r;
    wire [2:0] grant_d = rst ? 3'b000 :
                         ((grant_r & req) == 3'b000 && req[0]) ? 3'b001 :
                         ((grant_r & req) == 3'b000 && req[1]) ? 3'b010 :
                         ((grant_r & req) == 3'b000 && req[2]) ? 3'b100 :
                         ((grant_r & req) == 3'b000) ? 3'b000 :
                         grant_r;

    always @(posedge clk) begin
        grant_r <= grant_d;
    end

    assign grant = grant_r;
    assign busy = grant_r != 3'b000 || rst;
endmodule
