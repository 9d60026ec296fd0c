module timer_0003_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire       tick,
    input  wire [3:0] terminal,
    output reg  [3:0] lfsr_state,
    output wire       expired
);
    reg [3:0] lfsr_state_next;

    always @* begin
        if (start)
            lfsr_state_next = 4'b0001;
        else if (tick && lfsr_state != terminal)
            lfsr_state_next = {lfsr_state[2:0], lfsr_state[3] ^ lfsr_state[1]};
        else
            lfsr_state_next = lfsr_state;
    end

    always @(posedge clk) begin
        if (rst) begin
            lfsr_state <= 4'b0001;
        end else begin
            lfsr_state <= lfsr_state_next;
        end
    end

    assign expired = lfsr_state == terminal;
endmodule
