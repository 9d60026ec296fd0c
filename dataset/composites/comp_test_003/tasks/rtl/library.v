module fifo_0002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       flush,
    input  wire       rd_en,
    input  wire [2:0] rd_bytes,
    input  wire       wr_en,
    input  wire [2:0] wr_bytes,
    output reg  [3:0] used,
    output wire [3:0] space,
    output wire       empty
);
    reg [3:0] used_next;

    always @* begin
        if (flush)
            used_next = 4'd0;
        else if (rd_en && {1'b0, rd_bytes} <= used)
            used_next = used - {1'b0, rd_bytes};
        else if (wr_en && {1'b0, wr_bytes} <= 4'd15 - used)
            used_next = used + {1'b0, wr_bytes};
        else
            used_next = used;
    end

    always @(posedge clk) begin
        if (rst) begin
            used <= 4'd0;
        end else begin
            used <= used_next;
        end
    end

    assign space = 4'd15 - used;
    assign empty = used == 4'd0;
endmodule

module handshake_0003 (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [3:0] ack_in,
    output reg  [3:0] acked,
    output wire       all_acked,
    output wire [2:0] answered
);
    reg [3:0] acked_next;

    always @* begin
        if (start)
            acked_next = 4'b0000;
        else if ((ack_in & ~acked) != 4'b0000)
            acked_next = acked | ack_in;
        else
            acked_next = acked;
    end

    always @(posedge clk) begin
        if (rst) begin
            acked <= 4'b0000;
        end else begin
            acked <= acked_next;
        end
    end

    assign all_acked = acked == 4'b1111;
    assign answered = {2'b00, acked[0]} + {2'b00, acked[1]} + {2'b00, acked[2]} + {2'b00, acked[3]};
endmodule

module timer_0005 (
    input  wire       clk,
    input  wire       rst,
    input  wire       start_stop,
    input  wire       lap,
    input  wire       clear,
    output wire       running,
    output wire [4:0] elapsed,
    output wire [4:0] lap_time
);
    reg run;
    reg [4:0] count;
    reg [4:0] lap_reg;
    reg run_next;
    reg [4:0] count_next;
    reg [4:0] lap_reg_next;

    always @* begin
        if (start_stop)
            run_next = !run;
        else
            run_next = run;
    end

    always @* begin
        if (clear)
            count_next = 5'd0;
        else if (run && count != 5'd31)
            count_next = count + 5'd1;
        else
            count_next = count;
    end

    always @* begin
        if (clear)
            lap_reg_next = 5'd0;
        else if (lap)
            lap_reg_next = count;
        else
            lap_reg_next = lap_reg;
    end

    always @(posedge clk) begin
        if (rst) begin
            run <= 1'b0;
            count <= 5'd0;
            lap_reg <= 5'd0;
        end else begin
            run <= run_next;
            count <= count_next;
            lap_reg <= lap_reg_next;
        end
    end

    assign running = run;
    assign elapsed = count;
    assign lap_time = lap_reg;
endmodule
