module handshake_0006_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       valid,
    input  wire       ready,
    input  wire [3:0] data,
    output wire       stalled,
    output wire       violation
);
    reg stall_q;
    reg [3:0] data_q;
    reg err;

    function next_stall_q;
        input stall_q_a;
        input valid_a;
        input ready_a;
        reg [1:0] fire;
        begin
            fire = {stall_q_a, valid_a && !ready_a};
            casez (fire)
                2'b?1: next_stall_q = 1'b1;
                2'b10: next_stall_q = 1'b0;
                default: next_stall_q = stall_q_a;
            endcase
        end
    endfunction

    function [3:0] next_data_q;
        input [3:0] data_q_a;
        input valid_a;
        input ready_a;
        input [3:0] data_a;
        reg fire;
        begin
            fire = {valid_a && !ready_a};
            casez (fire)
                1'b1: next_data_q = data_a;
                default: next_data_q = data_q_a;
            endcase
        end
    endfunction

    function next_err;
        input stall_q_a;
        input [3:0] data_q_a;
        input err_a;
        input valid_a;
        input [3:0] data_a;
        reg fire;
        begin
            fire = {stall_q_a && (!valid_a || data_a != data_q_a)};
            casez (fire)
                1'b1: next_err = 1'b1;
                default: next_err = err_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            stall_q <= 1'b0;
            data_q <= 4'd0;
            err <= 1'b0;
        end else begin
            stall_q <= next_stall_q(stall_q, valid, ready);
            data_q <= next_data_q(data_q, valid, ready, data);
            err <= next_err(stall_q, data_q, err, valid, data);
        end
    end

    assign stalled = stall_q;
    assign violation = err || (stall_q && (!valid || data != data_q));
endmodule
