module hidden_0013_function_update (
    input  wire clk,
    input  wire rst,
    input  wire raw,
    output wire clean
);
    reg [2:0] run;
    reg level;

    function [2:0] next_run;
        input [2:0] run_a;
        input level_a;
        input raw_a;
        reg [2:0] fire;
        begin
            fire = {raw_a != level_a, run_a == 3'd3, raw_a == level_a};
            casez (fire)
                3'b??1: next_run = 3'd0;
                3'b?10: next_run = 3'd0;
                3'b100: next_run = run_a + 3'd1;
                default: next_run = run_a;
            endcase
        end
    endfunction

    function next_level;
        input [2:0] run_a;
        input level_a;
        input raw_a;
        reg fire;
        begin
            fire = {raw_a != level_a || run_a == 3'd3};
            casez (fire)
                1'b1: next_level = raw_a;
                default: next_level = level_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            run <= 3'd0;
            level <= 1'b0;
        end else begin
            run <= next_run(run, level, raw);
            level <= next_level(run, level, raw);
        end
    end

    assign clean = level;
endmodule
