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

module fifo_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       push,
    input  wire       pop,
    output wire [1:0] level,
    output wire       full,
    output wire       empty,
    output wire       overflow
);
    reg [1:0] count;
    reg ovf;
    reg [1:0] count_next;
    reg ovf_next;

    always @* begin
        if (push && !pop && count != 2'd2)
            count_next = count + 2'd1;
        else if (pop && !push && count != 2'd0)
            count_next = count - 2'd1;
        else
            count_next = count;
    end

    always @* begin
        if (push && !pop && count == 2'd2)
            ovf_next = 1'b1;
        else
            ovf_next = ovf;
    end

    always @(posedge clk) begin
        if (rst) begin
            count <= 2'd0;
            ovf <= 1'b0;
        end else begin
            count <= count_next;
            ovf <= ovf_next;
        end
    end

    assign level = count;
    assign full = count == 2'd2;
    assign empty = count == 2'd0;
    assign overflow = ovf;
endmodule

module hidden_0024 (
    input  wire clk,
    input  wire rst,
    input  wire pwr_on,
    output wire en_core,
    output wire en_io,
    output wire pgood
);
    reg [3:0] elapsed;
    reg [3:0] elapsed_next;

    always @* begin
        if (!pwr_on)
            elapsed_next = 4'd0;
        else if (elapsed != 4'd9)
            elapsed_next = elapsed + 4'd1;
        else
            elapsed_next = elapsed;
    end

    always @(posedge clk) begin
        if (rst) begin
            elapsed <= 4'd0;
        end else begin
            elapsed <= elapsed_next;
        end
    end

    assign en_core = elapsed != 4'd0;
    assign en_io = elapsed >= 4'd4;
    assign pgood = elapsed == 4'd9;
endmodule
