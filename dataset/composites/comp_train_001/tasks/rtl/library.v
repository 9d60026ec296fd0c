module handshake_0001 (
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
            stall_cycles_next = stall_cycles + 3'd1;
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

module saturating_arithmetic_0005 (
    input  wire       clk,
    input  wire       rst,
    input  wire       valid,
    input  wire [1:0] sample,
    input  wire       clear,
    output wire [3:0] sum,
    output wire [2:0] clip_count
);
    reg [3:0] acc;
    reg [2:0] clips;
    reg [3:0] acc_next;
    reg [2:0] clips_next;

    always @* begin
        if (clear)
            acc_next = 4'd0;
        else if (valid && acc + sample > 5'd15)
            acc_next = 4'd15;
        else if (valid)
            acc_next = acc + sample;
        else
            acc_next = acc;
    end

    always @* begin
        if (clear)
            clips_next = 3'd0;
        else if (valid && acc + sample > 5'd15 && clips != 3'd7)
            clips_next = clips + 3'd1;
        else
            clips_next = clips;
    end

    always @(posedge clk) begin
        if (rst) begin
            acc <= 4'd0;
            clips <= 3'd0;
        end else begin
            acc <= acc_next;
            clips <= clips_next;
        end
    end

    assign sum = acc;
    assign clip_count = clips;
endmodule
