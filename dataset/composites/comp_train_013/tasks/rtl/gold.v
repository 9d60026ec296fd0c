module comp_train_013 (
    input  wire clk,
    input  wire rst,
    input  wire p0_flush_req,
    input  wire p0_fifo_empty,
    input  wire p1_button_en,
    output wire p0_accept,
    output wire p0_draining,
    output wire p0_clear_ptrs,
    output wire p1_pulse,
    output wire p1_armed
);
    reg p1_button;
    always @* begin
        p1_button = p0_accept & p1_button_en;
    end
    fifo_0009 p0 (
        .clear_ptrs(p0_clear_ptrs),
        .draining(p0_draining),
        .accept(p0_accept),
        .fifo_empty(p0_fifo_empty),
        .flush_req(p0_flush_req),
        .rst(rst),
        .clk(clk)
    );
    pulse_event_0007 p1 (
        .armed(p1_armed),
        .pulse(p1_pulse),
        .button(p1_button),
        .rst(rst),
        .clk(clk)
    );
endmodule
