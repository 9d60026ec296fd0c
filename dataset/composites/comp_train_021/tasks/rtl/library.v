module protocol_controller_0008 (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire       abort,
    input  wire [2:0] bit_cnt,
    input  wire       last_byte,
    output reg        cs_n,
    output reg        sclk_en,
    output reg        busy,
    output reg        xfer_done
);
    localparam S_IDLE = 2'd0;
    localparam S_SETUP = 2'd1;
    localparam S_SHIFT = 2'd2;
    localparam S_HOLD = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE: begin
                if (start)
                    state_next = S_SETUP;
            end
            S_SETUP: begin
                if (1'b1)
                    state_next = S_SHIFT;
            end
            S_SHIFT: begin
                if (abort)
                    state_next = S_IDLE;
                else if (bit_cnt == 3'd7 && last_byte)
                    state_next = S_HOLD;
            end
            S_HOLD: begin
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
            S_IDLE: begin cs_n = 1'b1; sclk_en = 1'b0; busy = 1'b0; xfer_done = 1'b0; end
            S_SETUP: begin cs_n = 1'b0; sclk_en = 1'b0; busy = 1'b1; xfer_done = 1'b0; end
            S_SHIFT: begin cs_n = 1'b0; sclk_en = 1'b1; busy = 1'b1; xfer_done = 1'b0; end
            S_HOLD: begin cs_n = 1'b0; sclk_en = 1'b0; busy = 1'b1; xfer_done = 1'b1; end
            default: begin cs_n = 1'b0; sclk_en = 1'b0; busy = 1'b0; xfer_done = 1'b0; end
        endcase
    end
endmodule

module handshake_0007 (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire       ack,
    input  wire       nack,
    output wire       req,
    output wire [1:0] attempts,
    output wire       failed
);
    reg active;
    reg [1:0] tries;
    reg fail_q;
    reg active_next;
    reg [1:0] tries_next;
    reg fail_q_next;

    always @* begin
        if (!active && start)
            active_next = 1'b1;
        else if (active && ack)
            active_next = 1'b0;
        else if (active && nack && tries == 2'd3)
            active_next = 1'b0;
        else
            active_next = active;
    end

    always @* begin
        if (!active && start)
            tries_next = 2'd0;
        else if (active && !ack && nack && tries != 2'd3)
            tries_next = tries + 2'd1;
        else
            tries_next = tries;
    end

    always @* begin
        if (!active && start)
            fail_q_next = 1'b0;
        else if (active && !ack && nack && tries == 2'd3)
            fail_q_next = 1'b1;
        else
            fail_q_next = fail_q;
    end

    always @(posedge clk) begin
        if (rst) begin
            active <= 1'b0;
            tries <= 2'd0;
            fail_q <= 1'b0;
        end else begin
            active <= active_next;
            tries <= tries_next;
            fail_q <= fail_q_next;
        end
    end

    assign req = active;
    assign attempts = tries;
    assign failed = fail_q;
endmodule
