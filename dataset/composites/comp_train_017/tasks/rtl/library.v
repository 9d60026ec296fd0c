module protocol_controller_0003 (
    input  wire       clk,
    input  wire       rst,
    input  wire       tx_start,
    input  wire       ack_rx,
    input  wire       nak_rx,
    input  wire [2:0] max_retries,
    output reg  [2:0] retries,
    output wire       retransmit,
    output wire       give_up
);
    reg [2:0] retries_next;

    always @* begin
        if (tx_start || ack_rx)
            retries_next = 3'd0;
        else if (nak_rx && retries != max_retries)
            retries_next = retries + 3'd1;
        else
            retries_next = retries;
    end

    always @(posedge clk) begin
        if (rst) begin
            retries <= 3'd0;
        end else begin
            retries <= retries_next;
        end
    end

    assign retransmit = nak_rx && !tx_start && !ack_rx && retries != max_retries;
    assign give_up = nak_rx && !tx_start && !ack_rx && retries == max_retries;
endmodule

module timer_0009 (
    input  wire clk,
    input  wire rst,
    input  wire start,
    input  wire pause,
    input  wire resume,
    input  wire abort,
    input  wire count_zero,
    input  wire done_ack,
    output reg  count_en,
    output reg  busy,
    output reg  done
);
    localparam S_IDLE = 2'd0;
    localparam S_RUNNING = 2'd1;
    localparam S_PAUSED = 2'd2;
    localparam S_EXPIRED = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE: begin
                if (start)
                    state_next = S_RUNNING;
            end
            S_RUNNING: begin
                if (count_zero)
                    state_next = S_EXPIRED;
                else if (pause)
                    state_next = S_PAUSED;
            end
            S_PAUSED: begin
                if (abort)
                    state_next = S_IDLE;
                else if (resume)
                    state_next = S_RUNNING;
            end
            S_EXPIRED: begin
                if (done_ack)
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
            S_IDLE: begin count_en = 1'b0; busy = 1'b0; done = 1'b0; end
            S_RUNNING: begin count_en = 1'b1; busy = 1'b1; done = 1'b0; end
            S_PAUSED: begin count_en = 1'b0; busy = 1'b1; done = 1'b0; end
            S_EXPIRED: begin count_en = 1'b0; busy = 1'b0; done = 1'b1; end
            default: begin count_en = 1'b0; busy = 1'b0; done = 1'b0; end
        endcase
    end
endmodule
