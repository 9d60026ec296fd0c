module hidden_0051_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       dv,
    input  wire [1:0] d,
    output wire       qv,
    output wire [1:0] q
);
    reg [2:0] slot1_r;
    reg [2:0] slot2_r;
    wire [2:0] slot1_d = rst ? 3'b000 :
                         dv ? {1'b1, d} :
                         slot1_r[2] ? {1'b0, slot1_r[1:0]} :
                         slot1_r;
    wire [2:0] slot2_d = rst ? 3'b000 :
                         slot1_r[2] ? slot1_r :
                         slot2_r[2] ? {1'b0, slot2_r[1:0]} :
                         slot2_r;

    always @(posedge clk) begin
        slot1_r <= slot1_d;
        slot2_r <= slot2_d[1];
    end

    assign qv = slot2_r[2];
    assign q = slot2_r[1:0];
endmodule
