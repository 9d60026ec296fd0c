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

module hidden_0014 (
    input  wire clk,
    input  wire rst,
    input  wire pg_in,
    input  wire force_off,
    output wire pg_ok,
    output wire pg_pending
);
    reg [2:0] age;
    reg [2:0] age_next;

    always @* begin
        if (force_off)
            age_next = 3'd0;
        else if (!pg_in)
            age_next = 3'd0;
        else if (age != 3'd5)
            age_next = age + 3'd1;
        else
            age_next = age;
    end

    always @(posedge clk) begin
        if (rst) begin
            age <= 3'd0;
        end else begin
            age <= age_next;
        end
    end

    assign pg_ok = age == 3'd5;
    assign pg_pending = pg_in && age != 3'd5;
endmodule
