module hidden_0038_function_update (
    input  wire clk,
    input  wire rst,
    input  wire want,
    output wire drive
);
    reg [2:0] run;
    reg [1:0] rest;

    function [2:0] next_run;
        input [2:0] run_a;
        input [1:0] rest_a;
        input want_a;
        reg [2:0] fire;
        begin
            fire = {!want_a && run_a != 3'd3, want_a && run_a != 3'd3, run_a == 3'd3 && rest_a == 2'd1};
            casez (fire)
                3'b??1: next_run = 3'd0;
                3'b?10: next_run = run_a + 3'd1;
                3'b100: next_run = 3'd0;
                default: next_run = run_a;
            endcase
        end
    endfunction

    function [1:0] next_rest;
        input [2:0] run_a;
        input [1:0] rest_a;
        reg [1:0] fire;
        begin
            fire = {run_a != 3'd3, run_a == 3'd3};
            casez (fire)
                2'b?1: next_rest = rest_a + 2'd1;
                2'b10: next_rest = 2'd0;
                default: next_rest = rest_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            run <= 3'd0;
            rest <= 2'd0;
        end else begin
            run <= next_run(run, rest, want);
            rest <= next_rest(run, rest);
        end
    end

    assign drive = want && run != 3'd3;
endmodule
