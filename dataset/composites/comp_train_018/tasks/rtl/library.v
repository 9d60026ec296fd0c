module interrupt_0003 (
    input  wire       clk,
    input  wire       rst,
    input  wire       irq_req,
    input  wire [3:0] holdoff_len,
    output reg  [3:0] holdoff,
    output wire       irq_out,
    output wire       throttled
);
    reg [3:0] holdoff_next;

    always @* begin
        if (irq_req && holdoff == 4'd0)
            holdoff_next = holdoff_len;
        else if (holdoff != 4'd0)
            holdoff_next = holdoff - 4'd1;
        else
            holdoff_next = holdoff;
    end

    always @(posedge clk) begin
        if (rst) begin
            holdoff <= 4'd0;
        end else begin
            holdoff <= holdoff_next;
        end
    end

    assign irq_out = irq_req && holdoff == 4'd0;
    assign throttled = irq_req && holdoff != 4'd0;
endmodule

module handshake_0008 (
    input  wire clk,
    input  wire rst,
    input  wire start,
    input  wire ack,
    output reg  req,
    output reg  busy,
    output reg  done
);
    localparam S_IDLE = 2'd0;
    localparam S_RAISE = 2'd1;
    localparam S_RELEASE = 2'd2;
    localparam S_DONE = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE: begin
                if (start)
                    state_next = S_RAISE;
            end
            S_RAISE: begin
                if (ack)
                    state_next = S_RELEASE;
            end
            S_RELEASE: begin
                if (!ack)
                    state_next = S_DONE;
            end
            S_DONE: begin
                if (start)
                    state_next = S_RAISE;
                else if (1'b1)
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
            S_IDLE: begin req = 1'b0; busy = 1'b0; done = 1'b0; end
            S_RAISE: begin req = 1'b1; busy = 1'b1; done = 1'b0; end
            S_RELEASE: begin req = 1'b0; busy = 1'b1; done = 1'b0; end
            S_DONE: begin req = 1'b0; busy = 1'b0; done = 1'b1; end
            default: begin req = 1'b0; busy = 1'b0; done = 1'b0; end
        endcase
    end
endmodule

module protocol_controller_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       cs_n,
    input  wire       sclk_rise,
    input  wire       mosi,
    output wire [7:0] rx_shift,
    output wire [2:0] bit_count,
    output wire       byte_done
);
    reg [7:0] shreg;
    reg [2:0] bitcnt;
    reg done;
    reg [7:0] shreg_next;
    reg [2:0] bitcnt_next;
    reg done_next;

    always @* begin
        if (!cs_n && sclk_rise)
            shreg_next = {shreg[6:0], mosi};
        else
            shreg_next = shreg;
    end

    always @* begin
        if (cs_n)
            bitcnt_next = 3'd0;
        else if (sclk_rise)
            bitcnt_next = bitcnt + 3'd1;
        else
            bitcnt_next = bitcnt;
    end

    always @* begin
        if (!cs_n && sclk_rise && bitcnt == 3'd7)
            done_next = 1'b1;
        else if (done)
            done_next = 1'b0;
        else
            done_next = done;
    end

    always @(posedge clk) begin
        if (rst) begin
            shreg <= 8'd0;
            bitcnt <= 3'd0;
            done <= 1'b0;
        end else begin
            shreg <= shreg_next;
            bitcnt <= bitcnt_next;
            done <= done_next;
        end
    end

    assign rx_shift = shreg;
    assign bit_count = bitcnt;
    assign byte_done = done;
endmodule
