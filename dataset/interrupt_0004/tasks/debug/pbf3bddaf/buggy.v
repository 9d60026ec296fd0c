module interrupt_0004_function_update (
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

    function [1:0] next_pend;
        input [1:0] pend_a;
        input [1:0] insvc_a;
        input irq_hi_a;
        input irq_lo_a;
        input ack_a;
        reg [2:0] fire;
        begin
            fire = {(irq_hi_a || irq_lo_a) && ack, ack_a && pend_a[0] && insvc_a == 2'b00, ack_a && pend_a[1] && !insvc_a[1]};
            casez (fire)
                3'b??1: next_pend = {irq_hi_a, pend_a[0] | irq_lo_a};
                3'b?10: next_pend = {pend_a[1] | irq_hi_a, irq_lo_a};
                3'b100: next_pend = pend_a | {irq_hi_a, irq_lo_a};
                default: next_pend = pend_a;
            endcase
        end
    endfunction

    function [1:0] next_insvc;
        input [1:0] pend_a;
        input [1:0] insvc_a;
        input ack_a;
        input eoi_a;
        reg [3:0] fire;
        begin
            fire = {eoi_a, eoi_a && insvc_a[1], ack_a && pend_a[0] && insvc_a == 2'b00, ack_a && pend_a[1] && !insvc_a[1]};
            casez (fire)
                4'b???1: next_insvc = insvc_a | 2'b10;
                4'b??10: next_insvc = 2'b01;
                4'b?100: next_insvc = {1'b0, insvc_a[0]};
                4'b1000: next_insvc = 2'b00;
                default: next_insvc = insvc_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            pend <= 2'b00;
            insvc <= 2'b00;
        end else begin
            pend <= next_pend(pend, insvc, irq_hi, irq_lo, ack);
            insvc <= next_insvc(pend, insvc, ack, eoi);
        end
    end

    assign pending = pend;
    assign in_service = insvc;
    assign irq = (pend[1] && !insvc[1]) || (pend[0] && insvc == 2'b00);
    assign vector = pend[1] && !insvc[1];
endmodule
