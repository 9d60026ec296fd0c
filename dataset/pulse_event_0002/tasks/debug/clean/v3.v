module pulse_event_0002_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       din,
    input  wire       sample_en,
    input  wire       flush,
    output reg  [3:0] history,
    output wire       rise,
    output wire       fall,
    output wire       stable_high,
    output wire       stable_low
);

    function [3:0] next_history;
        input [3:0] history_a;
        input din_a;
        input sample_en_a;
        input flush_a;
        reg [1:0] fire;
        begin
            fire = {sample_en_a, flush_a};
            casez (fire)
                2'b?1: next_history = {4{{din_a}}};
                2'b10: next_history = {history_a[2:0], din_a};
                default: next_history = history_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            history <= 4'd0;
        end else begin
            history <= next_history(history, din, sample_en, flush);
        end
    end

    assign rise = history[1:0] == 2'b01;
    assign fall = history[1:0] == 2'b10;
    assign stable_high = history == 4'b1111;
    assign stable_low = history == 4'b0000;
endmodule
