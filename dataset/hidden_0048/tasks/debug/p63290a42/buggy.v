module hidden_0048_ternary_next (
    input  wire clk,
    input  wire rst,
    input  wire sig,
    input wire filt
);
    reg [1:0] hist_r;
    reg level_r;
    wire [1:0] hist_d = rst ? 2'b00 :
                        (sig != hist_r[0] || hist_r[0] != hist_r[1]) ? {hist_r[0], sig} :
                        hist_r;
    wire level_d = rst ? 1'b0 :
                   (sig == hist_r[0] && hist_r[0] == hist_r[1]) ? sig :
                   level_r;

    always @(posedge clk) begin
        hist_r <= hist_d;
        level_r <= level_d;
    end

    assign filt = level_r;
endmodule
