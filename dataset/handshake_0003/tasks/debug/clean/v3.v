module handshake_0003_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [3:0] ack_in,
    output reg  [3:0] acked,
    output wire       all_acked,
    output wire [2:0] answered
);

    function [3:0] next_acked;
        input [3:0] acked_a;
        input start_a;
        input [3:0] ack_in_a;
        reg [1:0] fire;
        begin
            fire = {(ack_in_a & ~acked_a) != 4'b0000, start_a};
            casez (fire)
                2'b?1: next_acked = 4'b0000;
                2'b10: next_acked = acked_a | ack_in_a;
                default: next_acked = acked_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            acked <= 4'b0000;
        end else begin
            acked <= next_acked(acked, start, ack_in);
        end
    end

    assign all_acked = acked == 4'b1111;
    assign answered = {2'b00, acked[0]} + {2'b00, acked[1]} + {2'b00, acked[2]} + {2'b00, acked[3]};
endmodule
