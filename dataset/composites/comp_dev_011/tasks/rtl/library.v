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

module timer_0007 (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire       tick,
    output reg  [2:0] remaining,
    output wire       expired
);
    reg [2:0] remaining_next;

    always @* begin
        if (load)
            remaining_next = 3'd7;
        else if (tick && remaining != 3'd0)
            remaining_next = remaining - 3'd1;
        else
            remaining_next = remaining;
    end

    always @(posedge clk) begin
        if (rst) begin
            remaining <= 3'd0;
        end else begin
            remaining <= remaining_next;
        end
    end

    assign expired = remaining == 3'd0;
endmodule

module handshake_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       valid,
    input  wire       ready,
    input  wire [3:0] data,
    output wire       stalled,
    output wire       violation
);
    reg stall_q;
    reg [3:0] data_q;
    reg err;
    reg stall_q_next;
    reg [3:0] data_q_next;
    reg err_next;

    always @* begin
        if (valid && !ready)
            stall_q_next = 1'b1;
        else if (stall_q)
            stall_q_next = 1'b0;
        else
            stall_q_next = stall_q;
    end

    always @* begin
        if (valid && !ready)
            data_q_next = data;
        else
            data_q_next = data_q;
    end

    always @* begin
        if (stall_q && (!valid || data != data_q))
            err_next = 1'b1;
        else
            err_next = err;
    end

    always @(posedge clk) begin
        if (rst) begin
            stall_q <= 1'b0;
            data_q <= 4'd0;
            err <= 1'b0;
        end else begin
            stall_q <= stall_q_next;
            data_q <= data_q_next;
            err <= err_next;
        end
    end

    assign stalled = stall_q;
    assign violation = err || (stall_q && (!valid || data != data_q));
endmodule
