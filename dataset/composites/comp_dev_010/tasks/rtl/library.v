module counter_0002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    input  wire       clear,
    input  wire [3:0] last_value,
    output reg  [3:0] count,
    output wire       at_end
);
    reg [3:0] count_next;

    always @* begin
        if (clear)
            count_next = 4'd0;
        else if (en && count >= last_value)
            count_next = 4'd0;
        else if (en)
            count_next = count + 4'd1;
        else
            count_next = count;
    end

    always @(posedge clk) begin
        if (rst) begin
            count <= 4'd0;
        end else begin
            count <= count_next;
        end
    end

    assign at_end = count >= last_value;
endmodule

module saturating_arithmetic_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       up,
    input  wire       down,
    input  wire [1:0] step,
    output reg  [3:0] count,
    output wire       at_max,
    output wire       at_min
);
    reg [3:0] count_next;

    always @* begin
        if (up && !down && count + step > 5'd15)
            count_next = 4'd15;
        else if (up && !down)
            count_next = count + step;
        else if (down && !up && step > count)
            count_next = 4'd0;
        else if (down && !up)
            count_next = count - step;
        else
            count_next = count;
    end

    always @(posedge clk) begin
        if (rst) begin
            count <= 4'd0;
        end else begin
            count <= count_next;
        end
    end

    assign at_max = count == 4'd15;
    assign at_min = count == 4'd0;
endmodule

module interrupt_0004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       irq_hi,
    input  wire       irq_lo,
    input  wire       ack,
    input  wire       eoi,
    output wire [1:0] pending,
    output wire [1:0] in_service,
    output wire       irq,
    output wire       vector
);
    reg [1:0] pend;
    reg [1:0] insvc;
    reg [1:0] pend_next;
    reg [1:0] insvc_next;

    always @* begin
        if (ack && pend[1] && !insvc[1])
            pend_next = {irq_hi, pend[0] | irq_lo};
        else if (ack && pend[0] && insvc == 2'b00)
            pend_next = {pend[1] | irq_hi, irq_lo};
        else if (irq_hi || irq_lo)
            pend_next = pend | {irq_hi, irq_lo};
        else
            pend_next = pend;
    end

    always @* begin
        if (ack && pend[1] && !insvc[1])
            insvc_next = insvc | 2'b10;
        else if (ack && pend[0] && insvc == 2'b00)
            insvc_next = 2'b01;
        else if (eoi && insvc[1])
            insvc_next = {1'b0, insvc[0]};
        else if (eoi)
            insvc_next = 2'b00;
        else
            insvc_next = insvc;
    end

    always @(posedge clk) begin
        if (rst) begin
            pend <= 2'b00;
            insvc <= 2'b00;
        end else begin
            pend <= pend_next;
            insvc <= insvc_next;
        end
    end

    assign pending = pend;
    assign in_service = insvc;
    assign irq = (pend[1] && !insvc[1]) || (pend[0] && insvc == 2'b00);
    assign vector = pend[1] && !insvc[1];
endmodule
