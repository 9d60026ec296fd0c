module hidden_0010_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       run,
    input  wire       clr,
    input  wire [1:0] period,
    output wire       irq
);
    reg [2:0] count_r;
    wire [2:0] count_d = rst ? 3'd0 :
                         clr ? {1'b0, period} + 3'd1 :
                         (run && count_r == 3'd0) ? {1'b0, period} + 3'd1 :
                         run ? count_r - 3'd1 :
                         count_r;

    always @(negedge clk) begin
        count_r <= count_d;
    end

    assign irq = run && count_r == 3'd0;
endmodule
