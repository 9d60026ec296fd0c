module hidden_0054_function_update (
    input  wire clk,
    input  wire rst,
    input  wire tick,
    input  wire resync,
    output wire slow
);
    reg [1:0] ticks;
    reg lvl;

    function [1:0] next_ticks;
        input [1:0] ticks_a;
        input tick_a;
        input resync_a;
        reg [2:0] fire;
        begin
            fire = {tick_a, tick_a && ticks_a == 2'd2, resync_a};
            casez (fire)
                3'b??1: next_ticks = 2'd0;
                3'b?10: next_ticks = 2'd0;
                3'b100: next_ticks = ticks_a + 2'd1;
                default: next_ticks = ticks_a;
            endcase
        end
    endfunction

    function next_lvl;
        input [1:0] ticks_a;
        input lvl_a;
        input tick_a;
        input resync_a;
        reg fire;
        begin
            fire = {tick_a && !resync_a && ticks_a == 2'd2};
            casez (fire)
                1'b1: next_lvl = !lvl_a;
                default: next_lvl = lvl_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            ticks <= 2'd0;
            lvl <= 1'b0;
        end else begin
            ticks = next_ticks(ticks, tick, resync);
            lvl <= next_lvl(ticks, lvl, tick, resync);
        end
    end

    assign slow = lvl;
endmodule
