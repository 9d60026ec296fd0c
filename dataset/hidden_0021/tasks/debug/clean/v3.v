module hidden_0021_function_update (
    input  wire clk,
    input  wire rst,
    input  wire tick,
    input  wire resync,
    output wire rev_pulse
);
    reg [1:0] nth;

    function [1:0] next_nth;
        input [1:0] nth_a;
        input tick_a;
        input resync_a;
        reg [2:0] fire;
        begin
            fire = {tick_a, tick_a && nth_a == 2'd2, resync_a};
            casez (fire)
                3'b??1: next_nth = 2'd0;
                3'b?10: next_nth = 2'd0;
                3'b100: next_nth = nth_a + 2'd1;
                default: next_nth = nth_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            nth <= 2'd0;
        end else begin
            nth <= next_nth(nth, tick, resync);
        end
    end

    assign rev_pulse = tick && !resync && nth == 2'd2;
endmodule
