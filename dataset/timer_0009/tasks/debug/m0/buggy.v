module timer_0009_canonical_case (
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
                if (resume)
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
