module hidden_0016_function_update (
    input  wire clk,
    input  wire rst,
    input  wire req,
    output wire drive
);
    reg running;
    reg [2:0] rest;

    function next_running;
        input running_a;
        input [2:0] rest_a;
        input req_a;
        reg [1:0] fire;
        begin
            fire = {!running_a && req_a && rest_a == 3'd0, running_a && !req_a};
            casez (fire)
                2'b?1: next_running = 1'b0;
                2'b10: next_running = 1'b1;
                default: next_running = running_a;
            endcase
        end
    endfunction

    function [2:0] next_rest;
        input running_a;
        input [2:0] rest_a;
        input req_a;
        reg [1:0] fire;
        begin
            fire = {rest_a != 3'd0, running_a && !req_a};
            casez (fire)
                2'b?1: next_rest = 3'd4;
                2'b10: next_rest = rest_a - 3'd1;
                default: next_rest = rest_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            running <= 1'b0;
            rest <= 3'd0;
        end else begin
            running <= next_running(running, rest[1:0], req);
            rest <= next_rest(running, rest, req);
        end
    end

    assign drive = running;
endmodule
