module protocol_controller_0001_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       rx_valid,
    input  wire [2:0] rx_seq,
    input  wire       resync,
    output reg  [2:0] expected_seq,
    output wire       ack,
    output wire       nak,
    input wire       duplicate
);

    function [2:0] next_expected_seq;
        input [2:0] expected_seq_a;
        input rx_valid_a;
        input [2:0] rx_seq_a;
        input resync_a;
        reg [1:0] fire;
        begin
            fire = {rx_valid_a && rx_seq_a == expected_seq_a, rx_valid_a && resync_a};
            casez (fire)
                2'b?1: next_expected_seq = rx_seq_a + 3'd1;
                2'b10: next_expected_seq = expected_seq_a + 3'd1;
                default: next_expected_seq = expected_seq_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            expected_seq <= 3'd0;
        end else begin
            expected_seq <= next_expected_seq(expected_seq, rx_valid, rx_seq, resync);
        end
    end

    assign ack = rx_valid && (resync || rx_seq == expected_seq);
    assign nak = rx_valid && !resync && rx_seq != expected_seq;
    assign duplicate = rx_valid && !resync && rx_seq == expected_seq - 3'd1;
endmodule
