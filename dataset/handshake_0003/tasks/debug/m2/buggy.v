module handshake_0003_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [3:0] ack_in,
    output reg  [3:0] acked,
    output wire       all_acked,
    output wire [2:0] answered
);
    reg [3:0] acked_next;

    always @* begin
        if (start && ack_in != 4'b0000)
            acked_next = ack_in;
        else if (start)
            acked_next = 4'b0000;
        else if ((ack_in & ~acked) != 4'b0000)
            acked_next = acked | ack_in;
        else
            acked_next = acked;
    end

    always @(posedge clk) begin
        if (rst) begin
            acked <= 4'b0000;
        end else begin
            acked <= acked_next;
        end
    end

    assign all_acked = acked == 4'b1111;
    assign answered = {2'b00, acked[0]} + {2'b00, acked[1]} + {2'b00, acked[2]} + {2'b00, acked[3]};
endmodule
