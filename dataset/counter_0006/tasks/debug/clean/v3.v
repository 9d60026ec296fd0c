module counter_0006_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       tick,
    input  wire       clear,
    input  wire [1:0] ratio,
    output wire [3:0] count,
    output wire [1:0] phase
);
    reg [1:0] pre;
    reg [3:0] main;

    function [1:0] next_pre;
        input [1:0] pre_a;
        input tick_a;
        input clear_a;
        input [1:0] ratio_a;
        reg [2:0] fire;
        begin
            fire = {tick_a, tick_a && pre_a >= ratio_a, clear_a};
            casez (fire)
                3'b??1: next_pre = 2'd0;
                3'b?10: next_pre = 2'd0;
                3'b100: next_pre = pre_a + 2'd1;
                default: next_pre = pre_a;
            endcase
        end
    endfunction

    function [3:0] next_main;
        input [1:0] pre_a;
        input [3:0] main_a;
        input tick_a;
        input clear_a;
        input [1:0] ratio_a;
        reg [1:0] fire;
        begin
            fire = {tick_a && pre_a >= ratio_a, clear_a};
            casez (fire)
                2'b?1: next_main = 4'd0;
                2'b10: next_main = main_a + 4'd1;
                default: next_main = main_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            pre <= 2'd0;
            main <= 4'd0;
        end else begin
            pre <= next_pre(pre, tick, clear, ratio);
            main <= next_main(pre, main, tick, clear, ratio);
        end
    end

    assign count = main;
    assign phase = pre;
endmodule
