module handshake_0010 (
    input  wire clk,
    input  wire rst,
    input  wire req,
    input  wire work_done,
    output reg  ack,
    output reg  working
);
    localparam S_WAIT_REQ = 2'd0;
    localparam S_WORK = 2'd1;
    localparam S_ACKED = 2'd2;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_WAIT_REQ: begin
                if (req)
                    state_next = S_WORK;
            end
            S_WORK: begin
                if (!req)
                    state_next = S_WAIT_REQ;
                else if (work_done)
                    state_next = S_ACKED;
            end
            S_ACKED: begin
                if (!req)
                    state_next = S_WAIT_REQ;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_WAIT_REQ;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_WAIT_REQ: begin ack = 1'b0; working = 1'b0; end
            S_WORK: begin ack = 1'b0; working = 1'b1; end
            S_ACKED: begin ack = 1'b1; working = 1'b0; end
            default: begin ack = 1'b0; working = 1'b0; end
        endcase
    end
endmodule

module mode_controller_0010 (
    input  wire clk,
    input  wire rst,
    input  wire want_b,
    input  wire src_idle,
    input  wire target_ready,
    output reg  sel_b,
    output reg  clk_en,
    output reg  switching
);
    localparam S_RUN_A = 2'd0;
    localparam S_DRAIN_A = 2'd1;
    localparam S_RUN_B = 2'd2;
    localparam S_DRAIN_B = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_RUN_A: begin
                if (want_b)
                    state_next = S_DRAIN_A;
            end
            S_DRAIN_A: begin
                if (!want_b)
                    state_next = S_RUN_A;
                else if (src_idle && target_ready)
                    state_next = S_RUN_B;
            end
            S_RUN_B: begin
                if (!want_b)
                    state_next = S_DRAIN_B;
            end
            S_DRAIN_B: begin
                if (want_b)
                    state_next = S_RUN_B;
                else if (src_idle && target_ready)
                    state_next = S_RUN_A;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_RUN_A;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_RUN_A: begin sel_b = 1'b0; clk_en = 1'b1; switching = 1'b0; end
            S_DRAIN_A: begin sel_b = 1'b0; clk_en = 1'b0; switching = 1'b1; end
            S_RUN_B: begin sel_b = 1'b1; clk_en = 1'b1; switching = 1'b0; end
            S_DRAIN_B: begin sel_b = 1'b1; clk_en = 1'b0; switching = 1'b1; end
            default: begin sel_b = 1'b0; clk_en = 1'b0; switching = 1'b0; end
        endcase
    end
endmodule
