module protocol_controller_0003 (
    input  wire       clk,
    input  wire       rst,
    input  wire       tx_start,
    input  wire       ack_rx,
    input  wire       nak_rx,
    input  wire [2:0] max_retries,
    output reg  [2:0] retries,
    output wire       retransmit,
    output wire       give_up
);
    reg [2:0] retries_next;

    always @* begin
        if (tx_start || ack_rx)
            retries_next = 3'd0;
        else if (nak_rx && retries != max_retries)
            retries_next = retries + 3'd1;
        else
            retries_next = retries;
    end

    always @(posedge clk) begin
        if (rst) begin
            retries <= 3'd0;
        end else begin
            retries <= retries_next;
        end
    end

    assign retransmit = nak_rx && !tx_start && !ack_rx && retries != max_retries;
    assign give_up = nak_rx && !tx_start && !ack_rx && retries == max_retries;
endmodule

module counter_0005 (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [5:0] base,
    input  wire       advance,
    input  wire [2:0] stride,
    output reg  [5:0] addr,
    output wire       aligned,
    output wire       upper_half
);
    reg [5:0] addr_next;

    always @* begin
        if (start)
            addr_next = base;
        else if (advance)
            addr_next = addr + {3'b000, stride};
        else
            addr_next = addr;
    end

    always @(posedge clk) begin
        if (rst) begin
            addr <= 6'd0;
        end else begin
            addr <= addr_next;
        end
    end

    assign aligned = addr[1:0] == 2'b00;
    assign upper_half = addr[5];
endmodule
