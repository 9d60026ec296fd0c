module hidden_0046_ternary_next (
    input  wire clk,
    input  wire rst,
    input  wire vin,
    input  wire advance,
    input  wire flush,
    output wire vout
);
    reg [2:0] stages_r;
    wire [2:0] stages_d = flush ? 3'b000 :
                          advance ? {stages_r[1:0], vin} :
                          stages_r;

    always @(posedge clk) begin
        stages_r <= stages_d;
    end

    assign vout = stages_r[2];
endmodule
