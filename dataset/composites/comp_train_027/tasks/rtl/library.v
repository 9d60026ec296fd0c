module hidden_0055 (
    input  wire clk,
    input  wire rst,
    input  wire din,
    input  wire lng,
    input  wire clr,
    output wire dout
);
    reg [3:0] chain;
    reg [3:0] chain_next;

    always @* begin
        if (clr)
            chain_next = 4'b0000;
        else if (din || chain != 4'b0000)
            chain_next = {chain[2:0], din};
        else
            chain_next = chain;
    end

    always @(posedge clk) begin
        if (rst) begin
            chain <= 4'b0000;
        end else begin
            chain <= chain_next;
        end
    end

    assign dout = lng ? chain[3] : chain[1];
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

module sequence_detector_0004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       sample_en,
    input  wire       line_in,
    input  wire       clr_count,
    output wire [1:0] recent,
    output wire [2:0] glitch_count,
    output wire       glitch_seen
);
    reg [1:0] hist;
    reg [2:0] glitches;
    reg [1:0] hist_next;
    reg [2:0] glitches_next;

    always @* begin
        if (sample_en)
            hist_next = {hist[0], line_in};
        else
            hist_next = hist;
    end

    always @* begin
        if (clr_count)
            glitches_next = 3'd0;
        else if (sample_en && hist == 2'b01 && !line_in && glitches != 3'd7)
            glitches_next = glitches + 3'd1;
        else
            glitches_next = glitches;
    end

    always @(posedge clk) begin
        if (rst) begin
            hist <= 2'b00;
            glitches <= 3'd0;
        end else begin
            hist <= hist_next;
            glitches <= glitches_next;
        end
    end

    assign recent = hist;
    assign glitch_count = glitches;
    assign glitch_seen = glitches != 3'd0;
endmodule
