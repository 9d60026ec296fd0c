module interrupt_0006 (
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
        if (irq_valid)
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

module arbiter_0008 (
    input  wire       clk,
    input  wire       rst,
    input  wire       pulse_a,
    input  wire       pulse_b,
    output wire       serve_a,
    output wire       serve_b,
    output wire [1:0] pending,
    output wire       prefer_b
);
    reg pend_a;
    reg pend_b;
    reg turn;
    reg [1:0] srv;
    reg pend_a_next;
    reg pend_b_next;
    reg turn_next;
    reg [1:0] srv_next;

    always @* begin
        if (pulse_a)
            pend_a_next = 1'b1;
        else if (pend_a && (!pend_b || !turn))
            pend_a_next = 1'b0;
        else
            pend_a_next = pend_a;
    end

    always @* begin
        if (pulse_b)
            pend_b_next = 1'b1;
        else if (pend_b && (!pend_a || turn))
            pend_b_next = 1'b0;
        else
            pend_b_next = pend_b;
    end

    always @* begin
        if (pend_a && (!pend_b || !turn))
            turn_next = 1'b1;
        else if (pend_b && (!pend_a || turn))
            turn_next = 1'b0;
        else
            turn_next = turn;
    end

    always @* begin
        if (pend_a && (!pend_b || !turn))
            srv_next = 2'd1;
        else if (pend_b)
            srv_next = 2'd2;
        else if (srv != 2'd0)
            srv_next = 2'd0;
        else
            srv_next = srv;
    end

    always @(posedge clk) begin
        if (rst) begin
            pend_a <= 1'b0;
            pend_b <= 1'b0;
            turn <= 1'b0;
            srv <= 2'd0;
        end else begin
            pend_a <= pend_a_next;
            pend_b <= pend_b_next;
            turn <= turn_next;
            srv <= srv_next;
        end
    end

    assign serve_a = srv == 2'd1;
    assign serve_b = srv == 2'd2;
    assign pending = {pend_b, pend_a};
    assign prefer_b = turn;
endmodule
