module timer_0001_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       timer_en,
    input  wire       activity,
    input  wire [3:0] idle_limit,
    output reg  [3:0] idle_cycles,
    output wire       idle_req
);

    function [3:0] next_idle_cycles;
        input [3:0] idle_cycles_a;
        input timer_en_a;
        input activity_a;
        reg [1:0] fire;
        begin
            fire = {timer_en_a && idle_cycles_a != 4'd15, activity_a};
            casez (fire)
                2'b?1: next_idle_cycles = 4'd0;
                2'b10: next_idle_cycles = idle_cycles_a + 4'd1;
                default: next_idle_cycles = idle_cycles_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            idle_cycles <= 4'd0;
        end else begin
            idle_cycles <= next_idle_cycles(idle_cycles, timer_en, activity);
        end
    end

    assign idle_req = timer_en && idle_cycles >= idle_limit;
endmodule
