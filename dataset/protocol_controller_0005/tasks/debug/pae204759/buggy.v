module protocol_controller_0005_ternary_next (
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
    reg busy_r;
    reg [2:0] timer_r;
    reg err_r;
    wire busy_d = rst ? 1'b0 :
                  (busy_r && ack) ? 1'b0 :
                  (!busy_r && req) ? 1'b1 :
                  busy_r;
    wire [2:0] timer_d = rst ? 3'd0 :
                         (!busy_r && req) ? 3'd0 :
                         (busy_r && !ack && timer_r != 3'd7) ? timer_r + 3'd1 :
                         timer_r;
    wire err_d = rst ? 1'b0 :
                 clear_err ? 1'b0 :
                 (busy_r && !ack && timer_r == timeout_limit) ? 1'b1 :
                 err_r;

    always @(negedge clk) begin
        busy_r <= busy_d;
        timer_r <= timer_d;
        err_r <= err_d;
    end

    assign outstanding = busy_r;
    assign wait_cycles = timer_r;
    assign timeout = err_r;
endmodule
