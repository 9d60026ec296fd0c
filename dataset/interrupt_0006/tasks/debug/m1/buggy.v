module interrupt_0006_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       irq_valid,
    input  wire [2:0] irq_vector,
    input  wire       ack,
    input  wire       ovr_clear,
    output wire       irq,
    output wire [2:0] vector,
    output wire [1:0] overrun_count
);
    reg held;
    reg [2:0] vec;
    reg [1:0] ovr;
    reg held_next;
    reg [2:0] vec_next;
    reg [1:0] ovr_next;

    always @* begin
        if (ack)
            held_next = 1'b0;
        else if (irq_valid)
            held_next = 1'b1;
        else if (ack)
            held_next = 1'b0;
        else
            held_next = held;
    end

    always @* begin
        if (irq_valid && (!held || ack))
            vec_next = irq_vector;
        else
            vec_next = vec;
    end

    always @* begin
        if (ovr_clear)
            ovr_next = 2'd0;
        else if (irq_valid && held && !ack && ovr != 2'd3)
            ovr_next = ovr + 2'd1;
        else
            ovr_next = ovr;
    end

    always @(posedge clk) begin
        if (rst) begin
            held <= 1'b0;
            vec <= 3'd0;
            ovr <= 2'd0;
        end else begin
            held <= held_next;
            vec <= vec_next;
            ovr <= ovr_next;
        end
    end

    assign irq = held;
    assign vector = vec;
    assign overrun_count = ovr;
endmodule
