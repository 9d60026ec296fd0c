module mode_controller_0005 (
    input  wire       clk,
    input  wire       rst,
    input  wire       key_wr,
    input  wire [7:0] key,
    input  wire       exit_test,
    output wire [1:0] unlock_stage,
    output wire       test_mode,
    output wire [1:0] fail_count,
    output wire       locked_out
);
    reg [1:0] stage;
    reg [1:0] fails;
    reg [1:0] stage_next;
    reg [1:0] fails_next;

    always @* begin
        if (exit_test && stage == 2'd3)
            stage_next = 2'd0;
        else if (key_wr && fails != 2'd3 && stage == 2'd0 && key == 8'ha5)
            stage_next = 2'd1;
        else if (key_wr && fails != 2'd3 && stage == 2'd1 && key == 8'h5a)
            stage_next = 2'd2;
        else if (key_wr && fails != 2'd3 && stage == 2'd2 && key == 8'hc3)
            stage_next = 2'd3;
        else if (key_wr && stage != 2'd3)
            stage_next = 2'd0;
        else
            stage_next = stage;
    end

    always @* begin
        if (key_wr && fails != 2'd3 && stage != 2'd3 && key != ((stage == 2'd0) ? 8'ha5 : (stage == 2'd1) ? 8'h5a : 8'hc3))
            fails_next = fails + 2'd1;
        else
            fails_next = fails;
    end

    always @(posedge clk) begin
        if (rst) begin
            stage <= 2'd0;
            fails <= 2'd0;
        end else begin
            stage <= stage_next;
            fails <= fails_next;
        end
    end

    assign unlock_stage = stage;
    assign test_mode = stage == 2'd3;
    assign fail_count = fails;
    assign locked_out = fails == 2'd3;
endmodule

module fifo_0010 (
    input  wire clk,
    input  wire rst,
    input  wire wr_valid,
    input  wire wr_last,
    input  wire rd_start,
    input  wire rd_done,
    output reg  in_ready,
    output reg  receiving,
    output reg  pkt_ready,
    output reg  sending
);
    localparam S_IDLE = 2'd0;
    localparam S_FILL = 2'd1;
    localparam S_READY = 2'd2;
    localparam S_SEND = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE: begin
                if (wr_valid && wr_last)
                    state_next = S_READY;
                else if (wr_valid)
                    state_next = S_FILL;
            end
            S_FILL: begin
                if (wr_valid && wr_last)
                    state_next = S_READY;
            end
            S_READY: begin
                if (rd_start)
                    state_next = S_SEND;
            end
            S_SEND: begin
                if (rd_done)
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
            S_IDLE: begin in_ready = 1'b1; receiving = 1'b0; pkt_ready = 1'b0; sending = 1'b0; end
            S_FILL: begin in_ready = 1'b1; receiving = 1'b1; pkt_ready = 1'b0; sending = 1'b0; end
            S_READY: begin in_ready = 1'b0; receiving = 1'b0; pkt_ready = 1'b1; sending = 1'b0; end
            S_SEND: begin in_ready = 1'b0; receiving = 1'b0; pkt_ready = 1'b0; sending = 1'b1; end
            default: begin in_ready = 1'b0; receiving = 1'b0; pkt_ready = 1'b0; sending = 1'b0; end
        endcase
    end
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
