module sequence_detector_0001_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       shift_en,
    input  wire       serial_in,
    input  wire       clear,
    input  wire [3:0] pattern,
    input  wire [3:0] care_mask,
    output reg  [3:0] window,
    output wire       hit
);

    function [3:0] next_window;
        input [3:0] window_a;
        input shift_en_a;
        input serial_in_a;
        input clear_a;
        reg [1:0] fire;
        begin
            fire = {shift_en_a, clear_a};
            casez (fire)
                2'b?1: next_window = 4'b0000;
                2'b10: next_window = {window_a[2:0], serial_in_a};
                default: next_window = window_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            window <= 4'b0000;
        end else begin
        end
    end

    assign hit = ((window ^ pattern) & care_mask) == 4'b0000;
endmodule
