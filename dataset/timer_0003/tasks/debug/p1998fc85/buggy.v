module timer_0003_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire       tick,
    input  wire [3:0] terminal,
    output reg  [3:0] lfsr_state,
    output reg        expired
);

    always @(posedge clk) begin
        if (rst) begin
            lfsr_state <= {lfsr_state[2:0], lfsr_state[3] ^ lfsr_state[2]};
        end else begin
            if (start)
                lfsr_state <= 4'b0001;
            else if (tick && lfsr_state != terminal)
                lfsr_state <= {lfsr_state[2:0], lfsr_state[3] ^ lfsr_state[2]};
        end
    end

    always @* begin
        expired = lfsr_state == terminal;
    end
endmodule
