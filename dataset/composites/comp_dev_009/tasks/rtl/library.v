module timer_0007 (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire       tick,
    output reg  [2:0] remaining,
    output wire       expired
);
    reg [2:0] remaining_next;

    always @* begin
        if (load)
            remaining_next = 3'd7;
        else if (tick && remaining != 3'd0)
            remaining_next = remaining - 3'd1;
        else
            remaining_next = remaining;
    end

    always @(posedge clk) begin
        if (rst) begin
            remaining <= 3'd0;
        end else begin
            remaining <= remaining_next;
        end
    end

    assign expired = remaining == 3'd0;
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
