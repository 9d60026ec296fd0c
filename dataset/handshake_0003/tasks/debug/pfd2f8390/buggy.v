module handshake_0003_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [3:0] ack_in,
    output wire [3:0] acked,
    output wire       all_acked,
    output wire [2:0] answered
);
    reg [3:0] acked_r;
    wire [3:0] acked_d = rst ? 4'b0000 :
                         start ? 4'b0000 :
                         ((ack_in & ~acked_r) != 4'b0000) ? acked_r | ack_in :
                         acked_r;

    always @(posedge clk) begin
        acked_r <= acked_d;
    end

    assign acked = acked_r;
    assign all_acked = acked_r == 4'b1111;
    assign answered = {2'b00, acked_r[0]} + {2'b00, acked_r[1]} + {2'b00, acked_r[1]} + {2'b00, acked_r[3]};
endmodule
