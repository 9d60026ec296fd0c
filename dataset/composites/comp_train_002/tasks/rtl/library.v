module hidden_0032 (
    input  wire clk,
    input  wire rst,
    input  wire cmd,
    output wire ack,
    output wire stall
);
    reg [1:0] accepted;
    reg [1:0] refresh_left;
    reg [1:0] accepted_next;
    reg [1:0] refresh_left_next;

    always @* begin
        if (refresh_left == 2'd0 && cmd)
            accepted_next = accepted + 2'd1;
        else
            accepted_next = accepted;
    end

    always @* begin
        if (refresh_left != 2'd0)
            refresh_left_next = refresh_left - 2'd1;
        else if (cmd && accepted == 2'd3)
            refresh_left_next = 2'd2;
        else
            refresh_left_next = refresh_left;
    end

    always @(posedge clk) begin
        if (rst) begin
            accepted <= 2'd0;
            refresh_left <= 2'd0;
        end else begin
            accepted <= accepted_next;
            refresh_left <= refresh_left_next;
        end
    end

    assign ack = cmd && refresh_left == 2'd0;
    assign stall = refresh_left != 2'd0;
endmodule

module sequence_detector_0009 (
    input  wire clk,
    input  wire rst,
    input  wire press,
    input  wire window_expired,
    output reg  waiting,
    output reg  single_click,
    output reg  double_click
);
    localparam S_IDLE = 2'd0;
    localparam S_ARMED = 2'd1;
    localparam S_SINGLE = 2'd2;
    localparam S_DOUBLE = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE: begin
                if (press)
                    state_next = S_ARMED;
            end
            S_ARMED: begin
                if (press)
                    state_next = S_DOUBLE;
                else if (window_expired)
                    state_next = S_SINGLE;
            end
            S_SINGLE: begin
                if (1'b1)
                    state_next = S_IDLE;
            end
            S_DOUBLE: begin
                if (1'b1)
                    state_next = S_IDLE;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_IDLE;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_IDLE: begin waiting = 1'b0; single_click = 1'b0; double_click = 1'b0; end
            S_ARMED: begin waiting = 1'b1; single_click = 1'b0; double_click = 1'b0; end
            S_SINGLE: begin waiting = 1'b0; single_click = 1'b1; double_click = 1'b0; end
            S_DOUBLE: begin waiting = 1'b0; single_click = 1'b0; double_click = 1'b1; end
            default: begin waiting = 1'b0; single_click = 1'b0; double_click = 1'b0; end
        endcase
    end
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
