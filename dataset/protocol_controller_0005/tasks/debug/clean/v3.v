module protocol_controller_0005_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       req,
    input  wire       ack,
    input  wire [2:0] timeout_limit,
    input  wire       clear_err,
    output wire       outstanding,
    output wire [2:0] wait_cycles,
    output wire       timeout
);
    reg busy;
    reg [2:0] timer;
    reg err;

    function next_busy;
        input busy_a;
        input req_a;
        input ack_a;
        reg [1:0] fire;
        begin
            fire = {!busy_a && req_a, busy_a && ack_a};
            casez (fire)
                2'b?1: next_busy = 1'b0;
                2'b10: next_busy = 1'b1;
                default: next_busy = busy_a;
            endcase
        end
    endfunction

    function [2:0] next_timer;
        input busy_a;
        input [2:0] timer_a;
        input req_a;
        input ack_a;
        reg [1:0] fire;
        begin
            fire = {busy_a && !ack_a && timer_a != 3'd7, !busy_a && req_a};
            casez (fire)
                2'b?1: next_timer = 3'd0;
                2'b10: next_timer = timer_a + 3'd1;
                default: next_timer = timer_a;
            endcase
        end
    endfunction

    function next_err;
        input busy_a;
        input [2:0] timer_a;
        input err_a;
        input ack_a;
        input [2:0] timeout_limit_a;
        input clear_err_a;
        reg [1:0] fire;
        begin
            fire = {busy_a && !ack_a && timer_a == timeout_limit_a, clear_err_a};
            casez (fire)
                2'b?1: next_err = 1'b0;
                2'b10: next_err = 1'b1;
                default: next_err = err_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            busy <= 1'b0;
            timer <= 3'd0;
            err <= 1'b0;
        end else begin
            busy <= next_busy(busy, req, ack);
            timer <= next_timer(busy, timer, req, ack);
            err <= next_err(busy, timer, err, ack, timeout_limit, clear_err);
        end
    end

    assign outstanding = busy;
    assign wait_cycles = timer;
    assign timeout = err;
endmodule
