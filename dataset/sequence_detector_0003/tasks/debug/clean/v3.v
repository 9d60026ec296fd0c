module sequence_detector_0003_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       bit_valid,
    input  wire       rx_bit,
    output wire [2:0] run_length,
    output wire       prev_level,
    output wire       stuff_due,
    output wire       stuff_error
);
    reg level;
    reg [2:0] run;

    function next_level;
        input level_a;
        input bit_valid_a;
        input rx_bit_a;
        reg fire;
        begin
            fire = {bit_valid_a};
            casez (fire)
                1'b1: next_level = rx_bit_a;
                default: next_level = level_a;
            endcase
        end
    endfunction

    function [2:0] next_run;
        input level_a;
        input [2:0] run_a;
        input bit_valid_a;
        input rx_bit_a;
        reg [1:0] fire;
        begin
            fire = {bit_valid_a && rx_bit_a != level_a, bit_valid_a && rx_bit_a == level_a && run_a != 3'd7};
            casez (fire)
                2'b?1: next_run = run_a + 3'd1;
                2'b10: next_run = 3'd1;
                default: next_run = run_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            level <= 1'b1;
            run <= 3'd0;
        end else begin
            level <= next_level(level, bit_valid, rx_bit);
            run <= next_run(level, run, bit_valid, rx_bit);
        end
    end

    assign run_length = run;
    assign prev_level = level;
    assign stuff_due = run == 3'd5;
    assign stuff_error = run >= 3'd6;
endmodule
