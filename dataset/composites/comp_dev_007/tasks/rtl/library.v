module protocol_controller_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       rx_valid,
    input  wire [2:0] rx_seq,
    input  wire       resync,
    output reg  [2:0] expected_seq,
    output wire       ack,
    output wire       nak,
    output wire       duplicate
);
    reg [2:0] expected_seq_next;

    always @* begin
        if (rx_valid && resync)
            expected_seq_next = rx_seq + 3'd1;
        else if (rx_valid && rx_seq == expected_seq)
            expected_seq_next = expected_seq + 3'd1;
        else
            expected_seq_next = expected_seq;
    end

    always @(posedge clk) begin
        if (rst) begin
            expected_seq <= 3'd0;
        end else begin
            expected_seq <= expected_seq_next;
        end
    end

    assign ack = rx_valid && (resync || rx_seq == expected_seq);
    assign nak = rx_valid && !resync && rx_seq != expected_seq;
    assign duplicate = rx_valid && !resync && rx_seq == expected_seq - 3'd1;
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
