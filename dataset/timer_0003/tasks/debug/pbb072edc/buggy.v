module timer_0003_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire       tick,
    input  wire [3:0] terminal,
    output reg  [3:0] lfsr_state,
    output wire       expired
);

    function [3:0] next_lfsr_state;
        input [3:0] lfsr_state_a;
        input start_a;
        input tick_a;
        input [3:0] terminal_a;
        reg [1:0] fire;
        begin
            fire = {tick_a && lfsr_state_a >= terminal_a, start_a};
            casez (fire)
                2'b?1: next_lfsr_state = 4'b0001;
                2'b10: next_lfsr_state = {lfsr_state_a[2:0], lfsr_state_a[3] ^ lfsr_state_a[2]};
                default: next_lfsr_state = lfsr_state_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            lfsr_state <= 4'b0001;
        end else begin
            lfsr_state <= next_lfsr_state(lfsr_state, start, tick, terminal);
        end
    end

    assign expired = lfsr_state == terminal;
endmodule
