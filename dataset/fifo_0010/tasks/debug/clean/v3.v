module fifo_0010_factored_flags (
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
    localparam C_IDLE = 2'd0;
    localparam C_FILL = 2'd1;
    localparam C_READY = 2'd2;
    localparam C_SEND = 2'd3;
    reg [1:0] state_q;
    reg [1:0] state_d;

    wire in_IDLE = state_q == C_IDLE;
    wire in_FILL = state_q == C_FILL;
    wire in_READY = state_q == C_READY;
    wire in_SEND = state_q == C_SEND;
    wire take_IDLE_0 = in_IDLE && (wr_valid && wr_last);
    wire take_IDLE_1 = in_IDLE && !(wr_valid && wr_last) && wr_valid;
    wire take_FILL_0 = in_FILL && (wr_valid && wr_last);
    wire take_READY_0 = in_READY && rd_start;
    wire take_SEND_0 = in_SEND && rd_done;

    always @* begin
        state_d = state_q;
        if (take_IDLE_0) state_d = C_READY;
        if (take_IDLE_1) state_d = C_FILL;
        if (take_FILL_0) state_d = C_READY;
        if (take_READY_0) state_d = C_SEND;
        if (take_SEND_0) state_d = C_IDLE;
    end

    always @(posedge clk) begin
        if (rst)
            state_q <= C_IDLE;
        else
            state_q <= state_d;
    end

    always @* begin
        in_ready = 1'b0;
        receiving = 1'b0;
        pkt_ready = 1'b0;
        sending = 1'b0;
        if (in_IDLE) begin in_ready = 1'b1; end
        if (in_FILL) begin in_ready = 1'b1; receiving = 1'b1; end
        if (in_READY) begin pkt_ready = 1'b1; end
        if (in_SEND) begin sending = 1'b1; end
    end
endmodule
