module handshake_0003_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [3:0] ack_in,
    output reg  [3:0] acked,
    output reg        all_acked,
    output reg  [2:0] answered
);

    always @(posedge clk) begin
        if (rst) begin
            acked <= 4'b0000;
        end else begin
            if (start)
                acked <= 4'b0000;
            else if ((ack_in & ~acked) != 4'b0000)
                acked <= acked | ack_in;
        end
    end

    always @* begin
        all_acked = acked == 4'b1111;
        answered = {2'b00, acked[0]} + {2'b00, acked[1]} + {2'b00, acked[2]} + {2'b00, acked[3]};
    end
endmodule
