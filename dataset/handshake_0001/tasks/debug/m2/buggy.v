module handshake_0001_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       req,
    input  wire       ack,
    input  wire [2:0] limit,
    output reg  [2:0] stall_cycles,
    output wire       timeout,
    output wire       waiting
);
    reg [2:0] stall_cycles_next;

    always @* begin
        if (!req || ack)
            stall_cycles_next = 3'd0;
        else if (stall_cycles != 3'd7)
            stall_cycles_next = stall_cycles + 3'd2;
        else
            stall_cycles_next = stall_cycles;
    end

    always @(posedge clk) begin
        if (rst) begin
            stall_cycles <= 3'd0;
        end else begin
            stall_cycles <= stall_cycles_next;
        end
    end

    assign timeout = stall_cycles >= limit;
    assign waiting = req && !ack;
endmodule
