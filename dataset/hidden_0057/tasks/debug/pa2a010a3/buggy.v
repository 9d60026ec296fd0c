module hidden_0057_function_update (
    input  wire clk,
    input  wire rst,
    input  wire err,
    input  wire clr,
    output wire alarm
);
    reg [2:0] run;
    reg latched;

    function [2:0] next_run;
        input [2:0] run_a;
        input err_a;
        input clr_a;
        reg [2:0] fire;
        begin
            fire = {run_a != 3'd4, !err_a, clr_a};
            casez (fire)
                3'b??1: next_run = 3'd0;
                3'b?10: next_run = 3'd0;
                3'b100: next_run = run_a + 3'd1 + fire;
                default: next_run = run_a;
            endcase
        end
    endfunction

    function next_latched;
        input [2:0] run_a;
        input latched_a;
        input err_a;
        input clr_a;
        reg [1:0] fire;
        begin
            fire = {err_a && run_a == 3'd3, clr_a};
            casez (fire)
                2'b?1: next_latched = 1'b0;
                2'b10: next_latched = 1'b1;
                default: next_latched = latched_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            run <= 3'd0;
            latched <= 1'b0;
        end else begin
            run <= next_run(run, err, clr);
            latched <= next_latched(run, latched, err, clr);
        end
    end

    assign alarm = latched;
endmodule
